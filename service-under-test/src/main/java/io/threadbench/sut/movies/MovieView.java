package io.threadbench.sut.movies;

import java.util.List;

/**
 * A movie as {@code GET /movies} answers it and {@code POST /movies} takes it (the same shape both ways, so a
 * client can post back what it read).
 */
public record MovieView(
        String title,
        Integer year,
        String genre,
        Double rating,
        List<PersonView> directors,
        List<PersonView> writers,
        List<RoleView> roles,
        List<AwardView> awards) {}
