package io.threadbench.controller.database;

import io.threadbench.contract.FreePort;
import io.threadbench.controller.container.PostgresImageBuilder;
import io.threadbench.controller.container.TrialContainer;
import io.threadbench.controller.process.ChildProcess;
import io.threadbench.controller.process.ChildProcessRegistry;
import io.threadbench.controller.process.CpuAffinity;
import io.threadbench.controller.process.CpuSet;
import io.threadbench.controller.process.LogTail;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.UserPrincipalLookupService;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;

/**
 * A PostgreSQL server for one trial: a fresh cluster ({@code initdb}) in a temporary folder, {@code postgres}
 * listening on a free loopback port with trust authentication, started as a child process without a shell and
 * recorded under the role {@code database}. Durability is switched off (the data is thrown away with the trial, and
 * the benchmark should measure the database's work, not the disk's). As root, PostgreSQL's own rule, both run as
 * {@code nobody} through {@code setpriv}. Or the same server in a Docker container with limits of its own (DESIGN §3a
 * "Containers").
 */
public final class PostgresServer {

    /** The database and user the SUT connects to. */
    public static final String DATABASE = "postgres";

    public static final String USER = "postgres";

    static final Duration READY_TIMEOUT = Duration.ofSeconds(60);
    private static final String READY = "database system is ready to accept connections";
    private static final String UNPRIVILEGED = "nobody";

    private final ChildProcess process;
    private final int port;
    private final Path dataFolder;
    private final TrialContainer container;

    private PostgresServer(ChildProcess process, int port, Path dataFolder, TrialContainer container) {
        this.process = process;
        this.port = port;
        this.dataFolder = dataFolder;
        this.container = container;
    }

    /**
     * Creates a cluster and starts the server as a bare process; returns once it accepts connections.
     *
     * @param logFolder where {@code initdb.log} and {@code database.log} go
     * @param cpus      the cores it may use (null: any)
     */
    public static PostgresServer start(Path logFolder, long trialId, CpuSet cpus, ChildProcessRegistry registry)
            throws IOException, InterruptedException {
        return start(logFolder, trialId, cpus, registry, null);
    }

    /**
     * Creates a cluster and starts the server, in a container when {@code box} is given: the cluster is made here by
     * the same binaries the image holds, mounted at {@link PostgresImageBuilder#DATA} and served by the container's
     * {@code postgres} as the folder's owner, on the host's network. Returns once it accepts connections.
     *
     * @param logFolder where {@code initdb.log} and {@code database.log} go
     * @param cpus      the cores it may use (null: any); a container's own cpuset comes first
     * @param box       the container of the server on a port ({@link TrialContainer#runCommand}); null: bare
     */
    public static PostgresServer start(
            Path logFolder, long trialId, CpuSet cpus, ChildProcessRegistry registry, IntFunction<TrialContainer> box)
            throws IOException, InterruptedException {
        Path bin = PostgresBinaries.locate();
        Path data = Files.createTempDirectory("threadbench-pgdata-");
        boolean asRoot = runningAsRoot();
        if (asRoot) {
            UserPrincipalLookupService users = data.getFileSystem().getUserPrincipalLookupService();
            Files.setOwner(data, users.lookupPrincipalByName(UNPRIVILEGED));
        }
        initdb(bin, data, logFolder.resolve("initdb.log"), asRoot);
        int port = FreePort.pick();
        TrialContainer container = box == null ? null : box.apply(port);
        List<String> command;
        if (container == null) {
            command = CpuAffinity.pinned(
                    cpus,
                    unprivileged(asRoot, serverCommand(bin.resolve("postgres").toString(), data.toString(), port)));
        } else {
            container.headLog(logFolder.resolve("database.log")); // after the image's build time, if it was built
            command = container.runCommand(
                    serverCommand(PostgresImageBuilder.postgres(), PostgresImageBuilder.DATA, port),
                    List.of(),
                    cpus == null ? null : cpus.toString(),
                    List.of(
                            "--user",
                            Files.getAttribute(data, "unix:uid") + ":" + Files.getAttribute(data, "unix:gid"),
                            "--volume",
                            data + ":" + PostgresImageBuilder.DATA));
        }
        ChildProcess process =
                ChildProcess.start(command, Map.of(), logFolder.resolve("database.log"), "database", trialId, registry);
        PostgresServer server = new PostgresServer(process, port, data, container);
        try {
            server.awaitReady();
            if (container != null) {
                container.resolve();
            }
        } catch (IOException | InterruptedException | RuntimeException e) {
            server.stop(Duration.ofSeconds(5));
            throw e;
        }
        return server;
    }

    /** {@code postgres} serving {@code data} on 127.0.0.1:{@code port} only, without durability. */
    private static List<String> serverCommand(String postgres, String data, int port) {
        return List.of(
                postgres,
                "-D",
                data,
                "-h",
                "127.0.0.1",
                "-p",
                Integer.toString(port),
                "-c",
                "unix_socket_directories=",
                "-c",
                "fsync=off",
                "-c",
                "synchronous_commit=off",
                "-c",
                "full_page_writes=off",
                "-c",
                "max_connections=200");
    }

    /** The JDBC URL the SUT connects with. */
    public String jdbcUrl() {
        return "jdbc:postgresql://127.0.0.1:" + port + "/" + DATABASE;
    }

    /** The SUT's properties that point its data source here. */
    public Map<String, String> sutProperties() {
        return Map.of(
                "spring.datasource.url",
                jdbcUrl(),
                "spring.datasource.username",
                USER,
                "spring.datasource.password",
                "");
    }

    public int port() {
        return port;
    }

    /** The postmaster; its children are the connections' backends. For a container: its {@code docker run} client. */
    public ProcessHandle handle() {
        return process.handle();
    }

    /** The container it runs in; null for a bare process. */
    public TrialContainer container() {
        return container;
    }

    public String logTail() {
        return process.logTail();
    }

    /**
     * Stops the server (SIGTERM: "smart" shutdown, the tree killed after {@code grace}), removes its container if it
     * has one, and deletes its data.
     */
    public void stop(Duration grace) {
        process.stop(grace);
        if (container != null) {
            container.remove();
        }
        try {
            PostgresBinaries.deleteTree(dataFolder);
        } catch (IOException e) {
            // a leftover temporary folder is no reason to fail the trial
        }
    }

    private void awaitReady() throws IOException, InterruptedException {
        long deadline = System.nanoTime() + READY_TIMEOUT.toNanos();
        while (System.nanoTime() < deadline) {
            if (Files.exists(process.log()) && Files.readString(process.log()).contains(READY)) {
                return;
            }
            if (!process.isAlive()) {
                throw new IOException(
                        "PostgreSQL exited with code " + process.exitCode().orElse(-1)
                                + " before accepting connections; its log ends with:\n" + process.logTail());
            }
            Thread.sleep(50);
        }
        throw new IOException("PostgreSQL did not accept connections within " + READY_TIMEOUT.toSeconds()
                + " s; its log ends with:\n" + process.logTail());
    }

    private static void initdb(Path bin, Path data, Path log, boolean asRoot) throws IOException, InterruptedException {
        List<String> command = unprivileged(
                asRoot,
                List.of(
                        bin.resolve("initdb").toString(),
                        "-A",
                        "trust",
                        "-U",
                        USER,
                        "-D",
                        data.toString(),
                        "-E",
                        "UTF-8",
                        "--no-sync",
                        "--no-locale"));
        Process initdb = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
        if (!initdb.waitFor(READY_TIMEOUT.toSeconds(), java.util.concurrent.TimeUnit.SECONDS)) {
            initdb.destroyForcibly();
            throw new IOException("initdb did not finish within " + READY_TIMEOUT.toSeconds() + " s");
        }
        if (initdb.exitValue() != 0) {
            throw new IOException(
                    "initdb failed with code " + initdb.exitValue() + ":\n" + LogTail.read(log, LogTail.DEFAULT_LINES));
        }
    }

    /** As root: the same command through {@code setpriv} as {@code nobody} (no shell is involved). */
    private static List<String> unprivileged(boolean asRoot, List<String> command) {
        if (!asRoot) {
            return command;
        }
        List<String> wrapped = new ArrayList<>(
                List.of("setpriv", "--reuid=" + UNPRIVILEGED, "--regid=nogroup", "--clear-groups", "--"));
        wrapped.addAll(command);
        return wrapped;
    }

    private static boolean runningAsRoot() {
        try {
            return Integer.valueOf(0).equals(Files.getAttribute(Path.of("/proc/self"), "unix:uid"));
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
            return false;
        }
    }
}
