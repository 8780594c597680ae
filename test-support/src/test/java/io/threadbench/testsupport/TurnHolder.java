package io.threadbench.testsupport;

import java.nio.file.Path;

/**
 * Another test JVM, for {@link MachineTurnsTests}: takes a turn on the file {@code args[0]} (quiet when
 * {@code args[1]} is {@code quiet}), says {@code held}, and gives it back when its standard input closes.
 */
public final class TurnHolder {

    private TurnHolder() {}

    public static void main(String[] args) throws Exception {
        try (MachineTurns.Turn turn = MachineTurns.Turn.take(Path.of(args[0]), args[1].equals("quiet"))) {
            System.out.println("held");
            System.out.flush();
            while (System.in.read() >= 0) {
                // until the test closes our input
            }
        }
    }
}
