// WebdriverIO logs every command at "info" unless told otherwise, and reads the level when its
// modules load: imported first, this keeps the runner's output to its own lines and their errors.
process.env.WDIO_LOG_LEVEL ??= 'error';
