package io.threadbench.sut.web;

/** The endpoint paths (DESIGN §3), the same for every approach. */
final class Paths {

    static final String EPOCH_MILLIS = "/epoch-millis";
    static final String MOVIES = "/movies";
    static final String FANOUT = "/fanout";
    static final String ALLOCATE = "/allocate";
    static final String CAR = "/car";
    static final String PINNING = "/pinning";

    static final String DIRECTOR = "directorLastName";
    static final String CALLS = "calls";
    static final String KILOBYTES = "kilobytes";

    private Paths() {}
}
