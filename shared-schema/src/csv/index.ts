/** CSV files for a Danish Excel, and handing a file to the browser as a download. */
export { csvField, toCsv } from './csv';
export { downloadFile } from './download-file';
