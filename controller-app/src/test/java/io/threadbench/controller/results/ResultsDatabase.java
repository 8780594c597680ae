package io.threadbench.controller.results;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import io.threadbench.controller.telemetry.TelemetryMetrics;
import io.threadbench.controller.telemetry.TrustChecks;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.flywaydb.core.Flyway;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;
import org.sqlite.SQLiteConfig;

/**
 * A real SQLite file in a temp folder with the Flyway schema, configured like the application's (WAL, foreign
 * keys, one connection), and the results beans on it. Benchmarks and trials are inserted by SQL.
 */
final class ResultsDatabase implements AutoCloseable {

    final Path file;
    final HikariDataSource dataSource;
    final JdbcClient jdbc;
    final TrialSeconds seconds;
    final TrialSummaries summaries;

    ResultsDatabase() {
        try {
            file = Files.createTempDirectory("threadbench-results").resolve("threadbench.db");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        SQLiteConfig sqlite = new SQLiteConfig();
        sqlite.setJournalMode(SQLiteConfig.JournalMode.WAL);
        sqlite.enforceForeignKeys(true);
        HikariConfig hikari = new HikariConfig();
        hikari.setJdbcUrl("jdbc:sqlite:" + file);
        hikari.setDataSourceProperties(sqlite.toProperties());
        hikari.setMaximumPoolSize(1);
        dataSource = new HikariDataSource(hikari);
        Flyway.configure()
                .dataSource(dataSource)
                .locations("classpath:db/migration")
                .load()
                .migrate();
        JdbcTemplate template = new JdbcTemplate(dataSource);
        jdbc = JdbcClient.create(template);
        DataSourceTransactionManager transactions = new DataSourceTransactionManager(dataSource);
        seconds = new TrialSeconds(template, transactions);
        summaries = new TrialSummaries(
                seconds, List.of(new LatencyMetrics(), new TelemetryMetrics()), new TrustChecks(), jdbc, transactions);
    }

    /** Inserts a benchmark row and returns its id. */
    long benchmark(String name, List<String> scenarios, List<String> approaches, int repetitions) {
        jdbc.sql("INSERT INTO benchmark (name, status, scenarios, approaches, repetitions, created_at) "
                        + "VALUES (?, 'SUCCEEDED', ?, ?, ?, ?)")
                .params(
                        name,
                        TrialSeconds.JSON.writeValueAsString(scenarios),
                        TrialSeconds.JSON.writeValueAsString(approaches),
                        repetitions,
                        System.currentTimeMillis())
                .update();
        return lastId();
    }

    /** Inserts a finished trial row and returns its id. */
    long trial(long benchmarkId, int seq, String scenario, String approach, int repetition) {
        jdbc.sql(
                        "INSERT INTO trial (benchmark_id, seq, scenario_name, approach, repetition, scenario_snapshot, status) "
                                + "VALUES (?, ?, ?, ?, ?, '{}', 'SUCCEEDED')")
                .params(benchmarkId, seq, scenario, approach, repetition)
                .update();
        return lastId();
    }

    private long lastId() {
        return jdbc.sql("SELECT last_insert_rowid()").query(Long.class).single();
    }

    @Override
    public void close() {
        dataSource.close();
    }
}
