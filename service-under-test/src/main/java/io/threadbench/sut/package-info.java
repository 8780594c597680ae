/**
 * The service under test (DESIGN §3): start-up, the choice of approach (web stack and handler style) and the
 * thread kind each response reports. Feature packages hold the endpoints ({@code web}), the upstream clients
 * ({@code upstream}), the movie catalogue ({@code movies}) and the plain work items ({@code work}).
 */
package io.threadbench.sut;
