package io.threadbench.controller.results.heatmap;

/**
 * One value line of a cell.
 *
 * @param approach the variant whose value this is, named in the cell
 * @param text     formatted median, with an {@code E} suffix when the approach had request errors
 * @param rank     the approach's rank within this cell (shared in a tie), or 0 where the cell ranks nobody
 * @param error    draw in red: the approach had request errors in this scenario
 * @param bold     the winner's value
 */
public record CellValue(String approach, String text, int rank, boolean error, boolean bold) {

    /** "#1", "=1" for a shared rank, or empty where the cell ranks nobody. */
    public String rankText(boolean shared) {
        if (rank == 0) {
            return "";
        }
        return (shared ? "=" : "#") + rank;
    }
}
