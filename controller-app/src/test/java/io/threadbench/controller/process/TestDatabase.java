package io.threadbench.controller.process;

import io.threadbench.controller.TestHttp;
import java.nio.file.Path;
import org.flywaydb.core.Flyway;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.jdbc.datasource.SingleConnectionDataSource;

/** A real SQLite file in a temp folder with the controller's schema, for tests that need no Spring context. */
public final class TestDatabase {

    private TestDatabase() {}

    public static JdbcClient create() {
        Path file = TestHttp.tempFolder("threadbench-process-tests").resolve("test.db");
        SingleConnectionDataSource dataSource = new SingleConnectionDataSource("jdbc:sqlite:" + file, true);
        Flyway.configure()
                .dataSource(dataSource)
                .locations("classpath:db/migration")
                .load()
                .migrate();
        return JdbcClient.create(dataSource);
    }
}
