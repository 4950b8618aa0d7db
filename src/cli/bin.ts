import { main, processIo } from './main';

// The `it-tools` command (the build adds the shebang line).
process.exitCode = await main(process.argv.slice(2), processIo());
