package io.threadbench.sut.movies;

import jakarta.persistence.CascadeType;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.JoinTable;
import jakarta.persistence.ManyToMany;
import jakarta.persistence.OneToMany;
import jakarta.persistence.OrderColumn;
import java.util.ArrayList;
import java.util.List;

/**
 * A movie with its people and awards: the entity graph behind {@code /movies}, deep enough that loading it
 * costs a few queries, as in a real catalogue service.
 */
@Entity
class Movie {

    @Id
    @GeneratedValue
    private Long id;

    @Column(nullable = false, length = 200)
    private String title;

    @Column(name = "release_year", nullable = false)
    private int year;

    @Column(nullable = false, length = 50)
    private String genre;

    @Column(nullable = false)
    private double rating;

    @ManyToMany
    @JoinTable(name = "movie_director")
    @OrderColumn
    private List<Person> directors = new ArrayList<>();

    @ManyToMany
    @JoinTable(name = "movie_writer")
    @OrderColumn
    private List<Person> writers = new ArrayList<>();

    @OneToMany(cascade = CascadeType.ALL, orphanRemoval = true)
    @JoinColumn(name = "movie_id")
    @OrderColumn
    private List<Role> roles = new ArrayList<>();

    @OneToMany(cascade = CascadeType.ALL, orphanRemoval = true)
    @JoinColumn(name = "movie_id")
    @OrderColumn
    private List<Award> awards = new ArrayList<>();

    protected Movie() {}

    Movie(String title, int year, String genre, double rating) {
        this.title = title;
        this.year = year;
        this.genre = genre;
        this.rating = rating;
    }

    List<Person> directors() {
        return directors;
    }

    List<Person> writers() {
        return writers;
    }

    List<Role> roles() {
        return roles;
    }

    List<Award> awards() {
        return awards;
    }

    MovieView view() {
        return new MovieView(
                title,
                year,
                genre,
                rating,
                directors.stream().map(Person::view).toList(),
                writers.stream().map(Person::view).toList(),
                roles.stream().map(Role::view).toList(),
                awards.stream().map(Award::view).toList());
    }
}
