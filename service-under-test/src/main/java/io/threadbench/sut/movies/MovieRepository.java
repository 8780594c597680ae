package io.threadbench.sut.movies;

import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;

interface MovieRepository extends JpaRepository<Movie, Long> {

    @Query("select distinct m from Movie m join m.directors d where lower(d.lastName) = lower(?1) order by m.year")
    List<Movie> findByDirectorLastName(String lastName);

    @Query("select distinct d.lastName from Movie m join m.directors d")
    List<String> findDirectorLastNames();
}
