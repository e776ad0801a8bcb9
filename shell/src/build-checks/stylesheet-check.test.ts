/** @jest-environment node */
import { stylesheetProblems } from './stylesheet-check';

const problemsOf = (css: string) => stylesheetProblems('test.css', css).map(({ problem }) => problem);

describe('the stylesheet check', () => {
  it('finds the calc() webpack 5.110 wrote into antd custom properties, which the browser drops', () => {
    expect(problemsOf('.ant-select{--ant-select-padding-horizontal:calc(var(--ant-padding-sm)- var(--ant-line-width))}')).toEqual([
      "calc(): '-' without a space on each side",
    ]);
    expect(problemsOf('.ant-spin{--ant-spin-dot-item-size:calc((var(--h)- var(--m)/ 2)/ 2)}')).toHaveLength(1);
    expect(problemsOf('.a{width:calc(100%+ 2px)}')).toHaveLength(1);
    expect(problemsOf('.a{width:calc(1px- 2px)}')).toEqual(["calc(): unit 'px-'"]);
  });

  it('finds declarations that do not match their property and rules that do not parse', () => {
    expect(problemsOf('.a{color:12px}')).toHaveLength(1);
    expect(problemsOf('.a{color:red;}}.b{')).not.toEqual([]);
  });

  it('accepts what antd writes when nothing mangles it', () => {
    expect(
      problemsOf('.ant-select{--p:calc(var(--ant-padding-sm) - var(--ant-line-width));padding:0 calc(var(--p) + 2px);width:calc((100% - 8px)/2);margin:-4px}'),
    ).toEqual([]);
  });
});
