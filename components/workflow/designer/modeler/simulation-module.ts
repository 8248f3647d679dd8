// The token simulation with its stylesheet: one chunk, fetched when the designer first needs it.
import 'bpmn-js-token-simulation/assets/css/bpmn-js-token-simulation.css';
import TokenSimulationModule from 'bpmn-js-token-simulation';

export default TokenSimulationModule;
