/**
 * The movie catalogue of {@code /movies}: the JPA entity graph in H2, its seed, the Caffeine cache in front
 * and the checks on posted movies. Shared by every approach; only the web adapters differ.
 */
package io.threadbench.sut.movies;
