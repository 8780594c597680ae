package io.threadbench.controller.sut;

/**
 * The thread kind seen in a registered service's JVM during its measured run, since a foreign service sends no
 * {@code X-Thread-Kind} (DESIGN §3a).
 *
 * @param kind     {@code virtual} (virtual threads seen), {@code platform} (none seen, or a JDK without them) or
 *                 {@code unverified} (the JVM could not be asked)
 * @param evidence in plain words, e.g. "12 virtual threads in 2 of 3 thread dumps"
 */
public record ThreadKindCheck(String kind, String evidence) {

    public static final String VIRTUAL = "virtual";
    public static final String PLATFORM = "platform";
    public static final String UNVERIFIED = "unverified";

    /** Whether it contradicts the kind the variant asked for (null asks for nothing). */
    public boolean contradicts(String expected) {
        return expected != null && !kind.equals(UNVERIFIED) && !kind.equals(expected);
    }
}
