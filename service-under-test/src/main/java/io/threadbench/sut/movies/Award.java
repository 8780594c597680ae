package io.threadbench.sut.movies;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;

/** An award a movie won. */
@Entity
class Award {

    @Id
    @GeneratedValue
    private Long id;

    @Column(nullable = false, length = 100)
    private String name;

    @Column(nullable = false, length = 100)
    private String category;

    @Column(name = "award_year", nullable = false)
    private int year;

    protected Award() {}

    Award(String name, String category, int year) {
        this.name = name;
        this.category = category;
        this.year = year;
    }

    AwardView view() {
        return new AwardView(name, category, year);
    }
}
