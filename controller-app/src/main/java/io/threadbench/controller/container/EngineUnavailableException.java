package io.threadbench.controller.container;

/** No Docker engine answers, or it refused to build or start what a container variant needs. */
public class EngineUnavailableException extends java.io.IOException {

    public EngineUnavailableException(String message) {
        super(message);
    }
}
