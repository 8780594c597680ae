package io.threadbench.sut;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

@SpringBootApplication
public class SutApplication {
    public static void main(String[] args) {
        SpringApplication.run(SutApplication.class, args);
    }
}
