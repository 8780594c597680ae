package io.threadbench.testsupport;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Turns on the machine for the suite's test JVMs, which run side by side (the SUT module's and the controller's,
 * which may have two forks): a class marked {@link NeedsQuietMachine} runs alone, every other class shares the machine. The turn is a
 * lock on the file named by the system property {@code threadbench.test-turns}, taken before the class and released
 * after it: exclusive for a quiet class, shared for the others. A class that waits for an exclusive turn holds a
 * second file, the door, that every class passes through first, so the shared turns cannot keep it waiting forever.
 * Once a quiet class has its turn, it waits for the machine to calm down ({@link CalmMachine}), since what the classes
 * before it started may still be ending. Without the property (one class run from an IDE) there are no turns.
 * Registered for every class by {@code META-INF/services}; nested classes run in their outer class's turn.
 */
public final class MachineTurns implements BeforeAllCallback, AfterAllCallback {

    static final String PROPERTY = "threadbench.test-turns";

    @Override
    public void beforeAll(ExtensionContext context) throws IOException, InterruptedException {
        String file = System.getProperty(PROPERTY, "");
        if (file.isBlank() || !topLevel(context)) {
            return;
        }
        boolean quiet = context.getRequiredTestClass().isAnnotationPresent(NeedsQuietMachine.class);
        store(context).put(Turn.class, Turn.take(Path.of(file), quiet));
        if (quiet) {
            System.out.println(
                    CalmMachine.await().describe(context.getRequiredTestClass().getSimpleName()));
        }
    }

    @Override
    public void afterAll(ExtensionContext context) throws IOException {
        if (topLevel(context)) {
            Turn turn = store(context).remove(Turn.class, Turn.class);
            if (turn != null) {
                turn.close();
            }
        }
    }

    private static boolean topLevel(ExtensionContext context) {
        return context.getTestClass().map(c -> c.getEnclosingClass() == null).orElse(false);
    }

    private static ExtensionContext.Store store(ExtensionContext context) {
        return context.getStore(ExtensionContext.Namespace.create(MachineTurns.class));
    }

    /** A held turn: the lock on the turns file and its channel. */
    record Turn(FileChannel channel, FileLock lock) implements AutoCloseable {

        /** Waits for a turn on {@code file}: alone when {@code quiet}, else beside other shared turns. */
        static Turn take(Path file, boolean quiet) throws IOException {
            Path parent = file.toAbsolutePath().getParent();
            Files.createDirectories(parent);
            Path doorFile = parent.resolve(file.getFileName() + ".door");
            FileChannel channel = open(file);
            try (FileChannel door = open(doorFile)) {
                door.lock(); // held while this turn is waited for; closing the door's channel releases it
                return new Turn(channel, channel.lock(0, Long.MAX_VALUE, !quiet));
            } catch (IOException | RuntimeException e) {
                channel.close();
                throw e;
            }
        }

        private static FileChannel open(Path file) throws IOException {
            return FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE, StandardOpenOption.READ);
        }

        @Override
        public void close() {
            try {
                channel.close(); // releases the lock
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
