package io.threadbench.sut.movies;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.threadbench.contract.SutHttp;
import io.threadbench.sut.input.BadInputException;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.ReentrantLock;
import org.springframework.stereotype.Service;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The movie catalogue behind {@code /movies}: H2 or PostgreSQL through Spring Data JPA, fronted (unless
 * {@code sut.movies.cache=false}) by a Caffeine cache keyed by
 * the director's last name. Methods that may touch the database block; the reactive side calls them off the
 * event loop and asks {@link #cached} first so a cache hit never leaves the loop.
 */
@Service
public class MovieCatalog {

    private final MovieRepository movies;
    private final MovieWriter writer;
    private final TransactionTemplate readOnly;
    private final boolean persist;
    /** Null when the cache is off. */
    private final Cache<String, List<MovieView>> cache;
    /** Last names of all directors by their lower-case form, so an unknown one is refused without a query. */
    private final Map<String, String> directors = new ConcurrentHashMap<>();

    private final ReentrantLock writeLock = new ReentrantLock();

    MovieCatalog(
            MovieRepository movies,
            MovieWriter writer,
            PlatformTransactionManager transactions,
            MoviesProperties properties) {
        this.movies = movies;
        this.writer = writer;
        this.readOnly = new TransactionTemplate(transactions);
        this.readOnly.setReadOnly(true);
        this.persist = properties.persist();
        this.cache = properties.cache()
                ? Caffeine.newBuilder().maximumSize(properties.cacheSize()).build()
                : null;
    }

    /** The cache key of a known director, or a 400 for a missing or unknown one. */
    public String requireDirector(String lastName) {
        if (lastName == null || lastName.isBlank()) {
            throw new BadInputException(
                    SutHttp.DIRECTOR, SutHttp.DIRECTOR + " is required, one of " + knownDirectors());
        }
        String key = lastName.trim().toLowerCase(Locale.ROOT);
        if (!directors.containsKey(key)) {
            throw new BadInputException(
                    SutHttp.DIRECTOR, "unknown director '" + lastName + "', known: " + knownDirectors());
        }
        return key;
    }

    public Optional<List<MovieView>> cached(String key) {
        return cache == null ? Optional.empty() : Optional.ofNullable(cache.getIfPresent(key));
    }

    /** Keeps movies read elsewhere (the reactive approach reads through R2DBC) in the cache, when it is on. */
    public List<MovieView> remember(String key, List<MovieView> movies) {
        if (cache != null) {
            cache.put(key, movies);
        }
        return movies;
    }

    /** Movies of a director, from the cache or else the database (blocking). */
    public List<MovieView> moviesBy(String key) {
        return cache == null ? load(key) : cache.get(key, this::load);
    }

    /** Checks posted movies; a failure is a {@link BadInputException}. */
    public void check(List<MovieView> posted) {
        MovieChecks.check(posted);
    }

    /** Saves checked movies when persisting is on (blocking), else only acknowledges them. */
    public SaveResult save(List<MovieView> posted) {
        if (persist) {
            // One writer at a time (lock held until commit): concurrent posts naming the same new person
            // would otherwise both insert it and one would fail on the unique name.
            writeLock.lock();
            try {
                writer.save(posted);
            } finally {
                writeLock.unlock();
            }
            posted.forEach(m -> m.directors().forEach(d -> {
                String key = d.lastName().toLowerCase(Locale.ROOT);
                directors.putIfAbsent(key, d.lastName());
                if (cache != null) {
                    cache.invalidate(key);
                }
            }));
        }
        return new SaveResult(posted.size(), persist);
    }

    void refreshDirectors() {
        readOnly.executeWithoutResult(status ->
                movies.findDirectorLastNames().forEach(name -> directors.put(name.toLowerCase(Locale.ROOT), name)));
    }

    private List<MovieView> load(String key) {
        return readOnly.execute(status ->
                movies.findByDirectorLastName(key).stream().map(Movie::view).toList());
    }

    private String knownDirectors() {
        return String.join(", ", new TreeSet<>(directors.values()));
    }

    /** What {@code POST /movies} answers. */
    public record SaveResult(int received, boolean persisted) {}
}
