// The types of mutation-class-lists.mjs (JavaScript, see there), for the report and its test.
import type { Ignorer } from '@stryker-mutator/api/ignore';
import type { PluginKind } from '@stryker-mutator/api/plugin';

export declare const CLASS_LIST_REASON: string;
export declare const strykerPlugins: [{ kind: PluginKind.Ignore; name: 'class-lists'; value: Ignorer }];
