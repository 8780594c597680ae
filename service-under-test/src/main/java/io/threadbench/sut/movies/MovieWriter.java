package io.threadbench.sut.movies;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

/** Stores checked movies, reusing the people already known by name. Used by the seed and by persisting posts. */
@Component
class MovieWriter {

    private final MovieRepository movies;
    private final PersonRepository people;

    MovieWriter(MovieRepository movies, PersonRepository people) {
        this.movies = movies;
        this.people = people;
    }

    @Transactional
    public void save(List<MovieView> views) {
        Map<PersonView, Person> byName = new HashMap<>();
        for (MovieView view : views) {
            Movie movie = new Movie(view.title(), view.year(), view.genre(), view.rating());
            view.directors().forEach(p -> movie.directors().add(person(p, byName)));
            orEmpty(view.writers()).forEach(p -> movie.writers().add(person(p, byName)));
            orEmpty(view.roles()).forEach(r -> movie.roles().add(new Role(r.character(), person(r.actor(), byName))));
            orEmpty(view.awards()).forEach(a -> movie.awards().add(new Award(a.name(), a.category(), a.year())));
            movies.save(movie);
        }
    }

    private Person person(PersonView view, Map<PersonView, Person> byName) {
        return byName.computeIfAbsent(
                view,
                v -> people.findByFirstNameAndLastName(v.firstName(), v.lastName())
                        .orElseGet(() -> people.save(new Person(v.firstName(), v.lastName()))));
    }

    private static <T> List<T> orEmpty(List<T> list) {
        return list == null ? List.of() : list;
    }
}
