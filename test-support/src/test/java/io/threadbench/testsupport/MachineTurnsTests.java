package io.threadbench.testsupport;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Turns between real JVMs: shared turns run side by side, a quiet turn waits for them and they for it. */
class MachineTurnsTests {

    @TempDir
    Path folder;

    /** A second JVM holding a turn on {@code file} until {@link #close()}. */
    private record Holder(Process process, CompletableFuture<String> firstLine) implements AutoCloseable {

        static Holder start(Path file, boolean quiet) throws IOException {
            Path java = Path.of(System.getProperty("java.home"), "bin", "java");
            Process process = new ProcessBuilder(
                            java.toString(),
                            "-cp",
                            System.getProperty("java.class.path"),
                            TurnHolder.class.getName(),
                            file.toString(),
                            quiet ? "quiet" : "shared")
                    .redirectError(ProcessBuilder.Redirect.INHERIT)
                    .start();
            BufferedReader out =
                    new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
            return new Holder(process, CompletableFuture.supplyAsync(() -> {
                try {
                    return out.readLine();
                } catch (IOException e) {
                    return null;
                }
            }));
        }

        /** Whether the holder has said it holds its turn, waiting up to {@code seconds} for it. */
        boolean holdsWithin(int seconds) throws Exception {
            try {
                return "held".equals(firstLine.get(seconds, TimeUnit.SECONDS));
            } catch (TimeoutException e) {
                return false;
            }
        }

        @Override
        public void close() throws Exception {
            process.getOutputStream().close();
            assertThat(process.waitFor(30, TimeUnit.SECONDS)).isTrue();
        }
    }

    @Test
    void sharedTurnsAreHeldSideBySide() throws Exception {
        Path file = folder.resolve("turns.lock");
        try (Holder other = Holder.start(file, false)) {
            assertThat(other.holdsWithin(30)).isTrue();
            try (MachineTurns.Turn mine = MachineTurns.Turn.take(file, false)) {
                assertThat(mine.lock().isShared()).isTrue();
                assertThat(mine.lock().isValid()).isTrue();
            }
        }
    }

    @Test
    void aQuietTurnWaitsForTheSharedOneAndThenHasTheMachineAlone() throws Exception {
        Path file = folder.resolve("turns.lock");
        try (Holder shared = Holder.start(file, false)) {
            assertThat(shared.holdsWithin(30)).isTrue();
            CompletableFuture<MachineTurns.Turn> quiet = CompletableFuture.supplyAsync(() -> {
                try {
                    return MachineTurns.Turn.take(file, true);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
            // the shared turn is still held: the quiet one must not have been granted
            Thread.sleep(500);
            assertThat(quiet).isNotDone();
            shared.close();
            try (MachineTurns.Turn alone = quiet.get(30, TimeUnit.SECONDS)) {
                assertThat(alone.lock().isShared()).isFalse();
                // while it is held, another JVM's shared turn waits
                try (Holder later = Holder.start(file, false)) {
                    assertThat(later.holdsWithin(2)).isFalse();
                    alone.close();
                    assertThat(later.holdsWithin(30)).isTrue();
                }
            }
        }
    }
}
