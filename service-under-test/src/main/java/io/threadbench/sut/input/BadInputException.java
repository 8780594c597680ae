package io.threadbench.sut.input;

/** Input the service refuses; answered with 400 and the offending field. */
public class BadInputException extends RuntimeException {

    private final String field;

    public BadInputException(String field, String message) {
        super(message);
        this.field = field;
    }

    public String field() {
        return field;
    }
}
