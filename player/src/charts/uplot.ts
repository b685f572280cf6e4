/** uPlot with its stylesheet, loaded together on first use. */
import 'uplot/dist/uPlot.min.css';
import uPlot from 'uplot';

export default uPlot;
