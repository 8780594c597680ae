package io.threadbench.controller.config;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.sql.DataSource;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.sqlite.SQLiteConfig;

/**
 * The SQLite database: WAL journal (readers never wait for the writer), foreign keys on, a busy
 * timeout, and a single connection so there is exactly one writer and no SQLITE_BUSY between ours.
 */
@Configuration(proxyBeanMethods = false)
class SqliteDataSourceConfig {

    @Bean
    DataSource dataSource(ThreadbenchProperties properties) {
        Path file = databaseFile(properties);
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the folder of the database " + file, e);
        }
        SQLiteConfig sqlite = new SQLiteConfig();
        sqlite.setJournalMode(SQLiteConfig.JournalMode.WAL);
        sqlite.setSynchronous(SQLiteConfig.SynchronousMode.NORMAL);
        sqlite.enforceForeignKeys(true);
        sqlite.setBusyTimeout(10_000);

        HikariConfig hikari = new HikariConfig();
        hikari.setPoolName("sqlite");
        hikari.setJdbcUrl("jdbc:sqlite:" + file.toAbsolutePath());
        hikari.setDataSourceProperties(sqlite.toProperties());
        hikari.setMaximumPoolSize(1);
        hikari.setConnectionTimeout(30_000);
        return new HikariDataSource(hikari);
    }

    static Path databaseFile(ThreadbenchProperties properties) {
        if (properties.database() != null) {
            return properties.database();
        }
        Path home = properties.home() != null
                ? properties.home()
                : Path.of(System.getProperty("user.home"), ".threadbench");
        return home.resolve("threadbench.db");
    }
}
