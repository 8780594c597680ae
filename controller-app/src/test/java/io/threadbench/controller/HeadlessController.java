package io.threadbench.controller;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

/**
 * A real controller process running the headless CLI on a data folder of a test's own, and what its SQLite file
 * says, read from outside while it runs or after it died: for the tests that kill a controller and start the next.
 */
public final class HeadlessController {

    private HeadlessController() {}

    /**
     * {@code java ... --threadbench.home=HOME --threadbench.scenarios-dir=SCENARIOS run ARGS}, as the launcher starts
     * it, with the build's own machine lock and quiet-machine gate as the suite's other controllers have them.
     */
    public static Process start(Path home, Path scenarios, Path log, List<String> runArgs) throws IOException {
        List<String> command = ControllerJvm.command(
                "-Dthreadbench.machine-lock=" + System.getProperty("threadbench.machine-lock", ""),
                "-Dthreadbench.quiet-machine.enabled="
                        + System.getProperty("threadbench.quiet-machine.enabled", "true"));
        command.addAll(List.of("--threadbench.home=" + home, "--threadbench.scenarios-dir=" + scenarios, "run"));
        command.addAll(runArgs);
        return new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
    }

    /** The first column of the first row of {@code sql} on HOME's database; null before the schema exists. */
    public static String query(Path home, String sql) throws SQLException {
        Path db = home.resolve("threadbench.db");
        if (!Files.exists(db)) {
            return null;
        }
        try (Connection connection = DriverManager.getConnection("jdbc:sqlite:" + db);
                Statement statement = connection.createStatement()) {
            statement.setQueryTimeout(10);
            try (ResultSet rs = statement.executeQuery(sql)) {
                return rs.next() ? rs.getString(1) : null;
            }
        } catch (SQLException e) {
            if (e.getMessage().contains("no such table")) {
                return null; // the controller has not migrated the schema yet
            }
            throw e;
        }
    }
}
