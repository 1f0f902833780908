// The built-in import targets and export sources; importing this module registers them.
import './resident.js';
import './smoke-alarm.js';
