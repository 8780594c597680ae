/**
 * The service under test (DESIGN §3): start-up, Spring or a plain main by approach, and the AOT training run.
 * Feature packages hold the approaches and their thread kinds ({@code approach}), the input limits and error body
 * ({@code input}), the Spring endpoints ({@code web}), the servers without Spring ({@code plain}), the upstream
 * clients ({@code upstream}), the movie catalogue ({@code movies}) and the plain work items ({@code work}).
 */
package io.threadbench.sut;
