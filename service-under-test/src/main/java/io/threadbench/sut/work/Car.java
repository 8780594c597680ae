package io.threadbench.sut.work;

/** The small fixed object {@code /car} answers with: raw request throughput, no work, no wait. */
public record Car(String make, String model, int year, String color, int doors, boolean electric) {

    public static final Car FIXED = new Car("Volvo", "240 GL", 1989, "Midnight Blue", 4, false);
}
