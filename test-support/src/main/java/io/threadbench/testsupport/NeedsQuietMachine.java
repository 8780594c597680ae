package io.threadbench.testsupport;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A test class that judges figures (latencies, rates, trust flags, CPU of its own processes): while it runs, no other
 * test class of the suite does (see {@link MachineTurns}). Every other class shares the machine with the
 * other test JVMs' classes.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface NeedsQuietMachine {

    /** Which figure would be spoiled by another test's load, in a few words. */
    String value();
}
