import Modeler from 'bpmn-js/lib/Modeler';
import { moddleExtensions, type Dialect } from '@/lib/workflow/moddle-extensions';
import type { DesignerModeler } from './bpmn-types';
import type { SimulationModule } from './load-simulation';
import { ctrlSelectModule } from './ctrl-select-module';
import { faithfulExportModule } from './faithful-export-module';
import { keepExtensionsModule } from './keep-extensions-module';
import { serviceTaskPaletteModule } from './service-task-palette-module';
import { delayPaletteModule } from './delay-palette-module';
import { translateModule } from './translate-module';

/**
 * A bpmn-js modeler in the given container with the dialect's moddle descriptor (one dialect at a
 * time: the same extension types under two prefixes would clash), the token simulation once it
 * was loaded, and the interface language's texts; Ctrl-click selects several elements; vendor
 * elements a document carries are kept; the palette adds the service tasks and the delay the engine runs.
 */
export function createModeler(container: HTMLElement, dialect: Dialect, lookup: (key: string) => string | undefined, simulation: SimulationModule | null): DesignerModeler {
  return new Modeler({
    container,
    additionalModules: [...(simulation ? [simulation] : []), translateModule(lookup), ctrlSelectModule, faithfulExportModule, keepExtensionsModule, serviceTaskPaletteModule(dialect), delayPaletteModule()],
    moddleExtensions: { [dialect]: moddleExtensions[dialect] },
  });
}
