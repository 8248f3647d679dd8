import { describe, expect, it } from 'vitest';
import { compileModel } from '@/lib/backend/modules/workflow/nodes/compile';
import { DEMO_MODELS } from '@/lib/backend/modules/workflow/model/demo-models';
import { completeTask, fireBoundaryTimer, startInstance } from '@/lib/backend/modules/workflow/run/interpreter';

/** A timer boundary event on a (multi-instance) user task, in the interpreter alone. */

const xml = (cancel: boolean) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn" id="d" targetNamespace="t">
  <process id="p" isExecutable="true">
    <startEvent id="start" />
    <userTask id="sign" name="会签" flowable:assignee="\${who}"><multiInstanceLoopCharacteristics flowable:collection="a,b" flowable:elementVariable="who" /></userTask>
    <boundaryEvent id="late" attachedToRef="sign" cancelActivity="${cancel}"><timerEventDefinition><timeDuration>P1D</timeDuration></timerEventDefinition></boundaryEvent>
    <userTask id="chase" name="跟进" flowable:assignee="boss" />
    <endEvent id="end" />
    <sequenceFlow id="f1" sourceRef="start" targetRef="sign" />
    <sequenceFlow id="f2" sourceRef="sign" targetRef="end" />
    <sequenceFlow id="f3" sourceRef="late" targetRef="chase" />
    <sequenceFlow id="f4" sourceRef="chase" targetRef="end" />
  </process>
</definitions>`;

describe('timer boundary event', () => {
  it('is compiled with what it is attached to and whether it interrupts', async () => {
    const graph = await compileModel(xml(false));
    expect(graph.nodes.late).toMatchObject({ type: 'boundaryEvent', boundaryTimer: { attachedTo: 'sign', interrupting: false, kind: 'duration', text: 'P1D' } });
  });

  it('interrupting: closes every instance of the activity and the same path goes on by the event', async () => {
    const graph = await compileModel(xml(true));
    const started = startInstance(graph, {});
    const token = started.state.tokens[0]!;
    const fired = fireBoundaryTimer(graph, started.state, started.variables, { tokenKey: token.key, boundaryId: 'late' })!;
    expect(fired.closedTokens).toContain(token.key);
    expect(fired.newTasks.map((t) => [t.nodeId, t.assignee, t.tokenKey])).toEqual([['chase', 'boss', token.key]]);
    expect(fired.state.tokens).toEqual([expect.objectContaining({ key: token.key, nodeId: 'chase' })]);
    expect(fired.state.tokens[0]!.mi).toBeUndefined();
    expect(fired.state.takenFlows).toContain('f3');
  });

  it('non-interrupting: the activity keeps waiting and a new path leaves', async () => {
    const graph = await compileModel(xml(false));
    const started = startInstance(graph, {});
    const token = started.state.tokens[0]!;
    const fired = fireBoundaryTimer(graph, started.state, started.variables, { tokenKey: token.key, boundaryId: 'late' })!;
    expect(fired.closedTokens).toEqual([]);
    expect(fired.state.tokens.map((t) => t.nodeId).sort()).toEqual(['chase', 'sign']);
    expect(fired.state.tokens.find((t) => t.nodeId === 'sign')!.mi).toMatchObject({ total: 2, active: 2 });
  });

  it('does nothing once the path has left the task', async () => {
    const graph = await compileModel(xml(true));
    const started = startInstance(graph, {});
    const token = started.state.tokens[0]!;
    const one = completeTask(graph, started.state, started.variables, { tokenKey: token.key, loopCounter: 0 });
    const both = completeTask(graph, one.state, one.variables, { tokenKey: token.key, loopCounter: 1 });
    expect(both.ended).toBe(true);
    expect(fireBoundaryTimer(graph, both.state, both.variables, { tokenKey: token.key, boundaryId: 'late' })).toBeNull();
  });

  it('runs in the demo purchase approval: finance follows up a general manager two days late', async () => {
    const purchase = DEMO_MODELS.find((m) => m.process.id === 'purchase_approval')!;
    const graph = await compileModel(purchase.xml);
    expect(graph.nodes.manager_late).toMatchObject({ boundaryTimer: { attachedTo: 'manager_approval', interrupting: false, kind: 'duration', text: 'P2D' } });
    expect(purchase.xml).toMatch(/<bpmndi:BPMNShape id="manager_late_di" bpmnElement="manager_late"><dc:Bounds x="\d+" y="\d+" width="36" height="36" \/>/);
  });
});
