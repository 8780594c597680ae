package io.threadbench.sut.movies;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * @param persist   whether {@code POST /movies} saves; off by default, like a cache-fronted read service
 *                  that validates writes and hands them on
 * @param cacheSize how many directors' lists the Caffeine cache keeps
 * @param cache     whether reads go through that cache; off, every {@code GET /movies} queries the database
 */
@ConfigurationProperties("sut.movies")
public record MoviesProperties(
        @DefaultValue("false") boolean persist,
        @DefaultValue("1000") int cacheSize,
        @DefaultValue("true") boolean cache) {}
