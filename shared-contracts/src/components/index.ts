/** Components the remotes share (a remote never imports another), built on the antd kit. */
export { LoadError } from './load-error';
export { PageFrame, type PageFrameProps } from './page-frame';
export { ResultTable, type ResultCategory } from './result-table';
