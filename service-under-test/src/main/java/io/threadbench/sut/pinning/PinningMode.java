package io.threadbench.sut.pinning;

import io.threadbench.contract.SutHttp;
import io.threadbench.sut.input.BadInputException;
import java.util.Arrays;
import java.util.stream.Collectors;

/** How {@code /pinning} holds its thread while it waits, as named in the {@code mode} query parameter. */
public enum PinningMode {
    /** Sleeps inside a Java callback that native code ({@code qsort}) calls: a native frame on the stack. */
    NATIVE("native"),
    /** Sleeps inside the static initializer of a class defined for this request: a VM frame on the stack. */
    CLASS_INIT("class-init"),
    /** Sleeps holding a monitor: pinned before JDK 24, not from JDK 24 on (JEP 491). */
    SYNCHRONIZED("synchronized");

    public static final String PARAMETER = SutHttp.PINNING_MODE;

    private final String id;

    PinningMode(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    /** The mode named {@code id}; a {@link BadInputException} for {@code mode} when it is missing or unknown. */
    public static PinningMode parse(String id) {
        if (id == null || id.isBlank()) {
            throw new BadInputException(PARAMETER, PARAMETER + " is required, one of " + ids());
        }
        return Arrays.stream(values())
                .filter(m -> m.id.equals(id))
                .findFirst()
                .orElseThrow(() -> new BadInputException(
                        PARAMETER, PARAMETER + " must be one of " + ids() + ", got '" + id + "'"));
    }

    static String ids() {
        return Arrays.stream(values()).map(PinningMode::id).collect(Collectors.joining(", "));
    }
}
