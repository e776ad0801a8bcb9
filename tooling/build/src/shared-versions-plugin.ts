import type { Compiler, WebpackPluginInstance } from 'webpack';
import { SHELL_SHARED_VERSIONS_FILE } from '@usb/schema/domain';

const PLUGIN = 'UsbSharedVersionsPlugin';

/**
 * Writes the shell's SHELL_SHARED_VERSIONS_FILE: the version of every module it provides to the
 * remotes ({ "react": "19.3.1", "@usb/ui/forms": "4.7.0", ... }). The api's registry
 * reads it when a remote is deployed and refuses a build that asks for a shared module the
 * shell does not have, or for a version of it the shell's does not satisfy
 * (docs/remotes-registry.md).
 */
export class SharedVersionsPlugin implements WebpackPluginInstance {
  constructor(private readonly versions: Record<string, string>) {}

  apply(compiler: Compiler): void {
    const { sources, Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(SHELL_SHARED_VERSIONS_FILE, new sources.RawSource(`${JSON.stringify(this.versions, null, 2)}\n`));
      });
    });
  }
}
