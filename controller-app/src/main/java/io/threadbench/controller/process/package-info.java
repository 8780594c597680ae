/**
 * Child processes of the controller: where the repository's parts are ({@link RepoLayout}), starting and
 * stopping processes without a shell, recording their PIDs, killing orphans after a crash, and the SUT.
 */
package io.threadbench.controller.process;
