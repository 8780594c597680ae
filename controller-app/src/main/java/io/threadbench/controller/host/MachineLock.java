package io.threadbench.controller.host;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * One measurement on the machine at a time, across every Threadbench process on it (DESIGN §5, "Machine lock"):
 * an exclusive OS lock ({@link FileChannel#tryLock()}) on a well-known file. The OS drops the lock when its holder
 * dies, even by {@code kill -9}, so it is never stale. The holder writes what it measures into the file, so
 * whoever waits can say for whom.
 *
 * <p>Path: {@code threadbench.machine-lock}, else the environment's {@code THREADBENCH_MACHINE_LOCK}, else
 * {@code threadbench-machine.lock} in the system's temp folder. The file is made writable for every user, so two
 * users' controllers share it.
 */
@Component
public class MachineLock {

    static final String FILE_NAME = "threadbench-machine.lock";

    /**
     * The lock files held in this JVM. An OS lock belongs to the process, and a second {@code tryLock} in the same
     * JVM throws instead of waiting; several controllers (Spring contexts) in one JVM meet here first.
     */
    private static final Set<Path> HELD_IN_THIS_JVM = ConcurrentHashMap.newKeySet();

    private final Path file;

    public MachineLock(@Value("${threadbench.machine-lock:${THREADBENCH_MACHINE_LOCK:}}") String file) {
        this.file = file == null || file.isBlank()
                ? Path.of(System.getProperty("java.io.tmpdir"), FILE_NAME)
                : Path.of(file);
    }

    /** The lock file. */
    public Path file() {
        return file;
    }

    /** The machine held by this process until {@link #close()}. */
    public final class Held implements AutoCloseable {
        private final FileChannel channel;
        private final FileLock lock;
        private boolean closed;

        private Held(FileChannel channel, FileLock lock) {
            this.channel = channel;
            this.lock = lock;
        }

        @Override
        public synchronized void close() {
            if (closed) {
                return;
            }
            closed = true;
            try {
                channel.truncate(0);
                lock.release();
                channel.close();
            } catch (IOException e) {
                // closing the channel releases the lock; nothing else is left to undo
            } finally {
                HELD_IN_THIS_JVM.remove(file);
            }
        }
    }

    /**
     * Takes the machine if no one holds it, writing {@code description} (e.g. "benchmark 12 (PID 4242, …)") into
     * the file; empty while someone else holds it.
     */
    public Optional<Held> tryAcquire(String description) {
        if (!HELD_IN_THIS_JVM.add(file)) {
            return Optional.empty();
        }
        FileChannel channel = null;
        try {
            channel = open();
            FileLock lock = channel.tryLock();
            if (lock == null) {
                channel.close();
                HELD_IN_THIS_JVM.remove(file);
                return Optional.empty();
            }
            channel.truncate(0);
            channel.write(ByteBuffer.wrap(description.getBytes(StandardCharsets.UTF_8)), 0);
            channel.force(false);
            return Optional.of(new Held(channel, lock));
        } catch (IOException | OverlappingFileLockException e) {
            closeQuietly(channel);
            HELD_IN_THIS_JVM.remove(file);
            if (e instanceof IOException io) {
                throw new UncheckedIOException("cannot lock " + file + " (threadbench.machine-lock): " + io, io);
            }
            return Optional.empty();
        }
    }

    /** What the current holder wrote into the file; "another Threadbench" before it has written. */
    public String holder() {
        try {
            String text = Files.readString(file, StandardCharsets.UTF_8).strip();
            return text.isEmpty() ? "another Threadbench" : text;
        } catch (IOException e) {
            return "another Threadbench";
        }
    }

    /** Opens the file for writing; creates it writable for everyone if it is not there yet. */
    private FileChannel open() throws IOException {
        try {
            return FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE);
        } catch (NoSuchFileException missing) {
            Files.createDirectories(file.toAbsolutePath().getParent());
            try {
                Files.createFile(file);
                try {
                    // another user's controller must be able to lock it too (the umask would take the write bits)
                    Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-rw-rw-"));
                } catch (UnsupportedOperationException | IOException e) {
                    // not a POSIX file system, or not ours: the lock still works for this user
                }
            } catch (FileAlreadyExistsException raced) {
                // another process created it meanwhile
            }
            return FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE);
        }
    }

    private static void closeQuietly(FileChannel channel) {
        if (channel != null) {
            try {
                channel.close();
            } catch (IOException ignored) {
                // nothing held yet
            }
        }
    }
}
