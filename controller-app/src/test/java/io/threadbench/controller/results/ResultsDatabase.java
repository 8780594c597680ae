package io.threadbench.controller.results;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import io.threadbench.controller.TestHttp;
import io.threadbench.controller.benchmark.TrialRepository;
import io.threadbench.controller.metrics.LatencyMetrics;
import io.threadbench.controller.metrics.TelemetryMetrics;
import io.threadbench.controller.metrics.TrialSummaryService;
import io.threadbench.controller.metrics.TrustChecks;
import io.threadbench.controller.seconds.TrialSecondRepository;
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
public final class ResultsDatabase implements AutoCloseable {

    public final Path file;
    public final HikariDataSource dataSource;
    public final JdbcClient jdbc;
    public final TrialSecondRepository seconds;
    public final TrialSummaryService summaries;

    public ResultsDatabase() {
        this(temporaryFile());
    }

    /** A database at {@code file}, created and migrated as the controller would (e.g. for it to open later). */
    public ResultsDatabase(Path file) {
        this.file = file;
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
        seconds = new TrialSecondRepository(template, transactions);
        summaries = new TrialSummaryService(
                seconds,
                List.of(new LatencyMetrics(), new TelemetryMetrics()),
                new TrustChecks(),
                new TrialRepository(jdbc),
                jdbc,
                transactions);
    }

    private static Path temporaryFile() {
        return TestHttp.tempFolder("threadbench-results").resolve("threadbench.db");
    }

    /** Inserts a benchmark row and returns its id. */
    public long benchmark(String name, List<String> scenarios, List<String> approaches, int repetitions) {
        jdbc.sql("INSERT INTO benchmark (name, status, scenarios, approaches, repetitions, created_at) "
                        + "VALUES (?, 'SUCCEEDED', ?, ?, ?, ?)")
                .params(
                        name,
                        TrialSecondRepository.JSON.writeValueAsString(scenarios),
                        TrialSecondRepository.JSON.writeValueAsString(approaches),
                        repetitions,
                        System.currentTimeMillis())
                .update();
        return lastId();
    }

    /** Inserts a finished trial row and returns its id. */
    public long trial(long benchmarkId, int seq, String scenario, String approach, int repetition) {
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
