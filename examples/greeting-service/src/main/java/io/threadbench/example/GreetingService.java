package io.threadbench.example;

import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * A small blocking web service: a greeting that waits as a call to a slow database or service would, and an order
 * endpoint that takes JSON. Blocking waits are where virtual threads help, so whether
 * {@code spring.threads.virtual.enabled} pays off here is a fair question for Threadbench.
 */
@SpringBootApplication
@RestController
public class GreetingService {

    private final AtomicLong orders = new AtomicLong();

    public static void main(String[] args) {
        SpringApplication.run(GreetingService.class, args);
    }

    /** Waits {@code delayMillis} (0 to 10,000), then greets. */
    @GetMapping("/greeting")
    ResponseEntity<Map<String, Object>> greeting(
            @RequestParam(defaultValue = "world") String name, @RequestParam(defaultValue = "0") int delayMillis)
            throws InterruptedException {
        if (delayMillis < 0 || delayMillis > 10_000 || name.length() > 100) {
            return ResponseEntity.badRequest()
                    .body(Map.of("error", "delayMillis must be 0 to 10000 and name at most 100 characters"));
        }
        Thread.sleep(delayMillis);
        return ResponseEntity.ok(Map.of("greeting", "Hello, " + name + "!", "waitedMillis", delayMillis));
    }

    /** Takes an order as JSON ({@code item}, {@code quantity} 1 to 100) and answers 201 with its number. */
    @PostMapping("/orders")
    ResponseEntity<Map<String, Object>> order(@RequestBody Map<String, Object> order) {
        Object item = order.get("item");
        Object quantity = order.get("quantity");
        if (!(item instanceof String) || !(quantity instanceof Integer q) || q < 1 || q > 100) {
            return ResponseEntity.badRequest()
                    .body(Map.of("error", "an order needs an item and a quantity of 1 to 100"));
        }
        return ResponseEntity.status(HttpStatus.CREATED)
                .body(Map.of("order", orders.incrementAndGet(), "item", item, "quantity", q));
    }
}
