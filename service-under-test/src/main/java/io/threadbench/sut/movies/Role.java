package io.threadbench.sut.movies;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToOne;

/** A character of a movie and the actor who played it. */
@Entity
class Role {

    @Id
    @GeneratedValue
    private Long id;

    @Column(name = "character_name", nullable = false, length = 100)
    private String character;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    private Person actor;

    protected Role() {}

    Role(String character, Person actor) {
        this.character = character;
        this.actor = actor;
    }

    RoleView view() {
        return new RoleView(character, actor.view());
    }
}
