/** The plain work behind {@code /allocate}, {@code /car} and {@code /fanout}, shared by every approach. */
package io.threadbench.sut.work;
