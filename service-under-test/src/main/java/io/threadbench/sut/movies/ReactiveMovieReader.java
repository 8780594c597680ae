package io.threadbench.sut.movies;

import io.r2dbc.pool.ConnectionPool;
import io.r2dbc.pool.ConnectionPoolConfiguration;
import io.r2dbc.spi.ConnectionFactories;
import io.r2dbc.spi.ConnectionFactoryOptions;
import io.r2dbc.spi.Readable;
import io.threadbench.sut.approach.Approach;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Profile;
import org.springframework.r2dbc.core.DatabaseClient;
import org.springframework.stereotype.Component;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/**
 * The reactive approach's read of {@code GET /movies}: the same tables JPA writes, queried through R2DBC, so a cache
 * miss never blocks a thread (H2 through r2dbc-h2 on the same in-memory database, PostgreSQL through
 * r2dbc-postgresql). One query for the movies of a director, then one each for their directors, writers, roles and
 * awards, in the order JPA keeps them.
 */
@Component
@Profile(Approach.REACTIVE_PROFILE)
public class ReactiveMovieReader implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(ReactiveMovieReader.class);

    private final ConnectionPool pool;
    private final DatabaseClient client;

    ReactiveMovieReader(
            @Value("${spring.datasource.url}") String jdbcUrl,
            @Value("${spring.datasource.username:}") String user,
            @Value("${spring.datasource.password:}") String password,
            @Value("${spring.datasource.hikari.maximum-pool-size:10}") int poolSize) {
        ConnectionFactoryOptions options = ConnectionFactoryOptions.parse(r2dbcUrl(jdbcUrl));
        ConnectionFactoryOptions.Builder builder = options.mutate();
        // Spring Boot creates an embedded H2 with the user "sa" when none is configured
        String login = user.isEmpty() && jdbcUrl.startsWith("jdbc:h2:") ? "sa" : user;
        if (!login.isEmpty()) {
            builder.option(ConnectionFactoryOptions.USER, login);
        }
        if (!password.isEmpty()) {
            builder.option(ConnectionFactoryOptions.PASSWORD, password);
        }
        this.pool = new ConnectionPool(ConnectionPoolConfiguration.builder(ConnectionFactories.get(builder.build()))
                .maxSize(poolSize)
                .build());
        this.client = DatabaseClient.create(pool);
        log.info(
                "Movies are read through R2DBC ({}), {} connections",
                options.getValue(ConnectionFactoryOptions.DRIVER),
                poolSize);
    }

    /**
     * The R2DBC URL of a JDBC one: {@code jdbc:h2:mem:NAME;…} → {@code r2dbc:h2:mem:///NAME;…},
     * {@code jdbc:postgresql://host:port/db} → {@code r2dbc:postgresql://host:port/db}.
     */
    static String r2dbcUrl(String jdbcUrl) {
        if (jdbcUrl.startsWith("jdbc:h2:mem:")) {
            return "r2dbc:h2:mem:///" + jdbcUrl.substring("jdbc:h2:mem:".length());
        }
        if (jdbcUrl.startsWith("jdbc:postgresql:")) {
            return "r2dbc:" + jdbcUrl.substring("jdbc:".length());
        }
        throw new IllegalArgumentException(
                "no R2DBC driver for " + jdbcUrl + " (H2 in memory and PostgreSQL have one)");
    }

    /** Movies of a director (lower-case last name), oldest first, as JPA answers them. */
    public Mono<List<MovieView>> moviesBy(String lowerCaseLastName) {
        return client.sql("select distinct m.id, m.title, m.release_year, m.genre, m.rating from movie m"
                        + " join movie_director md on md.movie_id = m.id join person p on p.id = md.directors_id"
                        + " where lower(p.last_name) = :name order by m.release_year, m.id")
                .bind("name", lowerCaseLastName)
                .map(row -> new MovieRow(
                        number(row, "id"),
                        row.get("title", String.class),
                        (int) number(row, "release_year"),
                        row.get("genre", String.class),
                        row.get("rating", Double.class)))
                .all()
                .collectList()
                .flatMap(this::complete);
    }

    private Mono<List<MovieView>> complete(List<MovieRow> movies) {
        if (movies.isEmpty()) {
            return Mono.just(List.of());
        }
        List<Long> ids = movies.stream().map(MovieRow::id).toList();
        Mono<Map<Long, List<PersonView>>> directors = people("movie_director", "directors", ids);
        Mono<Map<Long, List<PersonView>>> writers = people("movie_writer", "writers", ids);
        Mono<Map<Long, List<RoleView>>> roles = byMovie(client.sql(
                        "select r.movie_id, r.character_name, p.first_name, p.last_name from role r"
                                + " join person p on p.id = r.actor_id where r.movie_id in (:ids)"
                                + " order by r.movie_id, r.roles_order")
                .bind("ids", ids)
                .map(row -> Map.entry(
                        number(row, "movie_id"),
                        new RoleView(
                                row.get("character_name", String.class),
                                new PersonView(
                                        row.get("first_name", String.class), row.get("last_name", String.class)))))
                .all());
        Mono<Map<Long, List<AwardView>>> awards =
                byMovie(client.sql("select a.movie_id, a.name, a.category, a.award_year from award a"
                                + " where a.movie_id in (:ids) order by a.movie_id, a.awards_order")
                        .bind("ids", ids)
                        .map(row -> Map.entry(
                                number(row, "movie_id"),
                                new AwardView(row.get("name", String.class), row.get("category", String.class), (int)
                                        number(row, "award_year"))))
                        .all());
        return Mono.zip(directors, writers, roles, awards)
                .map(all -> movies.stream()
                        .map(m -> new MovieView(
                                m.title(),
                                m.year(),
                                m.genre(),
                                m.rating(),
                                all.getT1().getOrDefault(m.id(), List.of()),
                                all.getT2().getOrDefault(m.id(), List.of()),
                                all.getT3().getOrDefault(m.id(), List.of()),
                                all.getT4().getOrDefault(m.id(), List.of())))
                        .toList());
    }

    private Mono<Map<Long, List<PersonView>>> people(String table, String role, List<Long> ids) {
        return byMovie(client.sql("select t.movie_id, p.first_name, p.last_name from " + table + " t join person p"
                        + " on p.id = t." + role + "_id where t.movie_id in (:ids) order by t.movie_id, t." + role
                        + "_order")
                .bind("ids", ids)
                .map(row -> Map.entry(
                        number(row, "movie_id"),
                        new PersonView(row.get("first_name", String.class), row.get("last_name", String.class))))
                .all());
    }

    private static <T> Mono<Map<Long, List<T>>> byMovie(Flux<Map.Entry<Long, T>> rows) {
        return rows.collect(
                LinkedHashMap::new,
                (Map<Long, List<T>> map, Map.Entry<Long, T> row) -> map.computeIfAbsent(
                                row.getKey(), key -> new ArrayList<>())
                        .add(row.getValue()));
    }

    private static long number(Readable row, String column) {
        return ((Number) row.get(column)).longValue();
    }

    @Override
    public void close() {
        pool.dispose();
    }

    private record MovieRow(long id, String title, int year, String genre, Double rating) {}
}
