/**
 * The approach the service runs with (web stack, handler style, the thread kind it reports), read before anything
 * starts; the Spring endpoints, the plain servers and the clients all read it, and it reads none of them.
 */
package io.threadbench.sut.approach;
