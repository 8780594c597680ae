package io.threadbench.sut.movies;

import io.threadbench.sut.input.BadInputException;
import java.util.List;

/** Checks posted movies field by field, so a bad one gets a 400 naming the field instead of a database error. */
final class MovieChecks {

    static final int MAX_MOVIES_PER_POST = 100;
    static final int MAX_PEOPLE = 50;
    static final int MAX_NAME = 100;
    static final int MAX_TITLE = 200;
    static final int MAX_GENRE = 50;
    static final int FIRST_YEAR = 1888;
    static final int LAST_YEAR = 2100;

    private MovieChecks() {}

    static void check(List<MovieView> movies) {
        if (movies == null || movies.isEmpty() || movies.size() > MAX_MOVIES_PER_POST) {
            throw new BadInputException(
                    "movies",
                    "the body must be a JSON array of 1 to " + MAX_MOVIES_PER_POST + " movies, got "
                            + (movies == null ? "nothing" : movies.size()));
        }
        for (int i = 0; i < movies.size(); i++) {
            check("movies[" + i + "]", movies.get(i));
        }
    }

    private static void check(String at, MovieView movie) {
        if (movie == null) {
            throw new BadInputException(at, at + " must be a movie object, got null");
        }
        text(at + ".title", movie.title(), MAX_TITLE);
        text(at + ".genre", movie.genre(), MAX_GENRE);
        if (movie.year() == null || movie.year() < FIRST_YEAR || movie.year() > LAST_YEAR) {
            throw new BadInputException(
                    at + ".year",
                    at + ".year must be between " + FIRST_YEAR + " and " + LAST_YEAR + ", got " + movie.year());
        }
        if (movie.rating() == null || !(movie.rating() >= 0 && movie.rating() <= 10)) {
            throw new BadInputException(at + ".rating", at + ".rating must be between 0 and 10, got " + movie.rating());
        }
        people(at + ".directors", movie.directors(), 1);
        people(at + ".writers", movie.writers(), 0);
        List<RoleView> roles = orEmpty(movie.roles());
        size(at + ".roles", roles.size(), 0);
        for (int i = 0; i < roles.size(); i++) {
            String role = at + ".roles[" + i + "]";
            if (roles.get(i) == null) {
                throw new BadInputException(role, role + " must be a role object, got null");
            }
            text(role + ".character", roles.get(i).character(), MAX_NAME);
            person(role + ".actor", roles.get(i).actor());
        }
        List<AwardView> awards = orEmpty(movie.awards());
        size(at + ".awards", awards.size(), 0);
        for (int i = 0; i < awards.size(); i++) {
            String award = at + ".awards[" + i + "]";
            if (awards.get(i) == null) {
                throw new BadInputException(award, award + " must be an award object, got null");
            }
            text(award + ".name", awards.get(i).name(), MAX_NAME);
            text(award + ".category", awards.get(i).category(), MAX_NAME);
            Integer year = awards.get(i).year();
            if (year == null || year < FIRST_YEAR || year > LAST_YEAR) {
                throw new BadInputException(
                        award + ".year",
                        award + ".year must be between " + FIRST_YEAR + " and " + LAST_YEAR + ", got " + year);
            }
        }
    }

    private static void people(String at, List<PersonView> people, int min) {
        List<PersonView> list = orEmpty(people);
        size(at, list.size(), min);
        for (int i = 0; i < list.size(); i++) {
            person(at + "[" + i + "]", list.get(i));
        }
    }

    private static void person(String at, PersonView person) {
        if (person == null) {
            throw new BadInputException(at, at + " must be a person object, got null");
        }
        text(at + ".firstName", person.firstName(), MAX_NAME);
        text(at + ".lastName", person.lastName(), MAX_NAME);
    }

    private static void size(String at, int size, int min) {
        if (size < min || size > MAX_PEOPLE) {
            throw new BadInputException(at, at + " must hold " + min + " to " + MAX_PEOPLE + " entries, got " + size);
        }
    }

    private static void text(String at, String value, int max) {
        if (value == null || value.isBlank() || value.length() > max) {
            throw new BadInputException(
                    at,
                    at + " must be 1 to " + max + " characters, got "
                            + (value == null ? "nothing" : value.length() + ""));
        }
    }

    private static <T> List<T> orEmpty(List<T> list) {
        return list == null ? List.of() : list;
    }
}
