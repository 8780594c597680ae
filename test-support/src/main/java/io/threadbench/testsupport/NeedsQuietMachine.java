package io.threadbench.testsupport;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Tag;

/**
 * A test class that judges figures (latencies, rates, trust flags, CPU of its own processes): while it runs, no other
 * test class of the suite does (see {@link MachineTurns}). Every other class shares the machine with the
 * other test JVMs' classes. Tagged {@value #TAG}, so that a build can run these classes after the others, one at a
 * time, instead of letting them wait for their turn in between.
 */
@Documented
@Tag(NeedsQuietMachine.TAG)
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface NeedsQuietMachine {

    /** The JUnit tag of these classes, for surefire's {@code groups} and {@code excludedGroups}. */
    String TAG = "quiet-machine";

    /** Which figure would be spoiled by another test's load, in a few words. */
    String value();
}
