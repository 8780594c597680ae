package io.threadbench.sut.movies;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.core.io.ClassPathResource;
import org.springframework.stereotype.Component;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

/**
 * Loads the seed movies (Allen, Hitchcock, Kubrick) before the server opens its port, so the first request
 * already finds them.
 */
@Component
class MovieSeeder implements SmartInitializingSingleton {

    static final String SEED = "movies/seed.json";

    private final JsonMapper json;
    private final MovieWriter writer;
    private final MovieCatalog catalog;

    MovieSeeder(JsonMapper json, MovieWriter writer, MovieCatalog catalog) {
        this.json = json;
        this.writer = writer;
        this.catalog = catalog;
    }

    @Override
    public void afterSingletonsInstantiated() {
        List<MovieView> seed;
        try (InputStream in = new ClassPathResource(SEED).getInputStream()) {
            seed = json.readValue(in, new TypeReference<>() {});
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + SEED, e);
        }
        MovieChecks.check(seed);
        writer.save(seed);
        catalog.refreshDirectors();
    }
}
