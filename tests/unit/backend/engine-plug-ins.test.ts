import { describe, expect, it } from 'vitest';
import { ENTITIES } from '@/lib/entities';
import { clueEntity } from '@/lib/entities/clue';
import { entityBehaviour, type AttachedBehaviour } from '@/lib/backend/entity/behaviour';
import { approvalEngine, pluggedBehaviourOf, plugIntoEngine } from '@/lib/backend/entity/plug-ins';
import { genericRoutesOf } from '@/lib/backend/entity/registry';
import { serverAreas } from '@/lib/backend/areas';

// Every module of an area that attaches behaviours, loaded here without the route table.
const behaviourModules = import.meta.glob<Record<string, unknown>>('/lib/backend/modules/**/*behaviour*.ts', { eager: true });

const attached = (value: unknown): value is AttachedBehaviour =>
  typeof value === 'object' && value !== null && ENTITIES.includes((value as { entity?: never }).entity as never);

describe('the engine and the areas plugged into it', () => {
  it('refuses to run before the areas are plugged in, and builds calls without them', () => {
    // Building is import-time work of the areas' route files: it must not need the plug-ins.
    expect(() => genericRoutesOf(clueEntity)).not.toThrow();
    expect(() => pluggedBehaviourOf(clueEntity)).toThrow(/plugged/);
    expect(() => approvalEngine()).toThrow(/plugged/);
  });

  it('lists at the composition root every behaviour an area attaches', () => {
    const found = Object.values(behaviourModules).flatMap((exports) => Object.values(exports).filter(attached));
    expect(found.length).toBeGreaterThan(15);
    const listed = new Set<unknown>(serverAreas.behaviours);
    expect(found.filter((b) => !listed.has(b)).map((b) => b.entity.name)).toEqual([]);
  });

  it('gives each entity its own behaviour and refuses a second one', () => {
    plugIntoEngine(serverAreas);
    expect(pluggedBehaviourOf(clueEntity).afterAction).toBeTypeOf('function');
    expect(pluggedBehaviourOf(ENTITIES.find((e) => e.name === 'supplier')!)).toEqual({});
    expect(() => plugIntoEngine({ ...serverAreas, behaviours: [...serverAreas.behaviours, entityBehaviour(clueEntity, {})] })).toThrow(/clue: two behaviours/);
  });
});
